/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
	type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
	type Options = {
		url: string
		/** Each connection sends these in turn; `setupRequest` may change a request before it goes. */
		requests?: Array<RequestParams & { setupRequest?: (request: RequestParams) => RequestParams }>
		method?: string
		headers?: Record<string, string>
		body?: string
		connections?: number
		duration?: number
		pipelining?: number
		timeout?: number
	}
	type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; total: number; p50: number; p90: number; p99: number }
	export type Result = {
		requests: Histogram
		latency: Histogram
		throughput: Histogram
		duration: number
		errors: number
		timeouts: number
		non2xx: number
		statusCodeStats: Record<string, { count: number }>
		'1xx': number
		'2xx': number
		'3xx': number
		'4xx': number
		'5xx': number
	}
	function autocannon(options: Options): Promise<Result>
	export default autocannon
}
